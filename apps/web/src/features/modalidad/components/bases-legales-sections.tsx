import type { BaseLegal, Modalidad, Requisito } from '@rnt/contract/modalidad';
import { SECTIONS, type SectionCode } from '@rnt/contract/sections';
import { useId } from 'react';
import { LegalBasisTable } from './base-legal-table';

interface Entry {
  key: string;
  /** As the dialog of the same legal basis names it. */
  title: string;
  bases: BaseLegal[];
}

function entriesOf(m: Modalidad, requisitos: Requisito[]): Entry[] {
  const sections = (Object.keys(SECTIONS) as SectionCode[]).map((code) => ({
    key: code,
    title:
      code === 'NOMBRE_MODALIDAD'
        ? `Base legal de la modalidad: ${m.nombre}`
        : `Base legal: ${SECTIONS[code]}`,
    bases: m.bases_legales.filter((b) => b.seccion === code),
  }));
  const requirements = requisitos.flatMap((r) => [
    { key: `r${r.id}`, title: `Base legal: ${r.nombre}`, bases: r.bases_legales },
    ...r.sub_requisitos.map((s) => ({
      key: `s${s.id}`,
      title: `Base legal: ${s.nombre}`,
      bases: s.bases_legales,
    })),
  ]);
  return [...sections, ...requirements].filter((e) => e.bases.length > 0);
}

/**
 * Every legal basis of the modality — of its name, of each section, of each requirement and
 * sub-requirement — as sections, for browsers without JavaScript, where the "Base legal" buttons open
 * no dialog (issue 21). Each is titled as its dialog is.
 */
export function LegalBasesSections({
  modalidad,
  requisitos,
}: {
  modalidad: Modalidad;
  requisitos: Requisito[];
}) {
  const titleId = useId();
  const entries = entriesOf(modalidad, requisitos);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Bases legales</h2>
      {entries.length === 0 ? (
        <p>No hay base legal registrada.</p>
      ) : (
        entries.map((e) => (
          <section key={e.key} aria-labelledby={`${titleId}-${e.key}`}>
            <h3 id={`${titleId}-${e.key}`}>{e.title}</h3>
            <LegalBasisTable bases={e.bases} caption={e.title} />
          </section>
        ))
      )}
    </section>
  );
}
