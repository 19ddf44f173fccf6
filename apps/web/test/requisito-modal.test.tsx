/**
 * The requirement modal (Requirement; fields by requirement type): which fields show for
 * each type code 001–008, the attached files without those that are both certificate and resolution,
 * and the sub-requirements table.
 */
import type { Requisito } from '@rnt/contract/modalidad';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequirementModal } from '../src/features/modalidad/components/requisito-modal';
import { renderWithApp } from './render';

const ALL = [
  'Nombre',
  'Descripción',
  'Tipo de documento',
  'Condiciones de presentación',
  'Especificación de presentación',
  'Tipo de soporte',
  'Es trámite de otra institución',
  'Institución',
  'Trámite',
  'Enlace web',
  'Documentos adjuntos',
];
const only = (...labels: string[]) => ALL.filter((l) => labels.includes(l));

const TYPES_4_TO_6 = only(
  'Nombre',
  'Descripción',
  'Documentos adjuntos',
  'Tipo de documento',
  'Tipo de soporte',
  'Es trámite de otra institución',
);
/** written out per code (not read from the rule under test). */
const FIELDS_BY_CODE: Record<string, string[]> = {
  '001': ALL,
  '002': ALL,
  '003': ALL.filter((l) => l !== 'Enlace web'),
  '004': TYPES_4_TO_6,
  '005': TYPES_4_TO_6,
  '006': TYPES_4_TO_6,
  '007': only('Nombre', 'Descripción', 'Documentos adjuntos', 'Tipo de documento', 'Enlace web'),
  '008': only(
    'Nombre',
    'Descripción',
    'Documentos adjuntos',
    'Es trámite de otra institución',
    'Institución',
    'Trámite',
  ),
};

const doc = (id: number, nombre: string, es_certificado: boolean, es_resolucion: boolean) => ({
  id,
  nombre,
  url: `/documentos/requisitos/${id}.pdf`,
  es_anexo: false,
  es_certificado,
  es_resolucion,
});

function requisito(codigo: string): Requisito {
  return {
    id: 70,
    nombre: 'Constancia de solvencia municipal',
    descripcion: 'Emitida por la alcaldía del domicilio',
    tipo_requisito_id: Number(codigo),
    tipo_requisito: { id: Number(codigo), codigo, nombre: `Documento tipo ${codigo}` },
    es_parte_solicitud: true,
    enlace_web: 'https://www.sansalvador.gob.sv/solvencia',
    condiciones_presentacion: 'Original y copia',
    especificacion_de_presentacion: 'Vigente a la fecha de la solicitud',
    documentos: [
      doc(1, 'Formulario de solicitud', false, false),
      doc(2, 'Certificado y resolución anteriores', true, true),
      doc(3, 'Modelo de certificado', true, false),
    ],
    documento_anexo: null,
    tipo_soporte: 'Físico',
    es_tramite_otra_institucion: true,
    institucion: { id: 4, nombre: 'Alcaldía Municipal de San Salvador' },
    tramite: { id: 9, nombre: 'Solvencia municipal' },
    orden: 1,
    sub_requisitos: [
      {
        id: 81,
        nombre: 'Recibo de pago',
        descripcion: 'Del mes en curso',
        bases_legales: [],
        dictamenes: [],
      },
    ],
    dictamenes: [],
    bases_legales: [],
  };
}

const dialog = () => screen.getByRole('dialog', { name: 'Constancia de solvencia municipal' });
const labels = () =>
  within(dialog())
    .getAllByRole('term')
    .map((dt) => dt.textContent);
const value = (label: string) =>
  within(dialog())
    .getAllByRole('term')
    .find((dt) => dt.textContent === label)!.nextElementSibling!;

describe('requirement modal', () => {
  for (const [codigo, expected] of Object.entries(FIELDS_BY_CODE)) {
    it(`type ${codigo} shows ${expected.length} fields`, () => {
      renderWithApp(<RequirementModal requisito={requisito(codigo)} onClose={() => {}} />);
      expect(labels()).toEqual(expected);
    });
  }

  it('lists the attachments without files that are both certificate and resolution', () => {
    renderWithApp(<RequirementModal requisito={requisito('001')} onClose={() => {}} />);
    const links = within(value('Documentos adjuntos') as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.textContent?.replace(/\s*\(.*\)$/, ''))).toEqual([
      'Formulario de solicitud',
      'Modelo de certificado',
    ]);
    expect(value('Enlace web').textContent).toContain('https://www.sansalvador.gob.sv/solvencia');
    expect(value('Es trámite de otra institución').textContent).toBe('Sí');
  });

  it('shows the other institution and procedure only when the requirement is of another institution', () => {
    renderWithApp(
      <RequirementModal
        requisito={{ ...requisito('008'), es_tramite_otra_institucion: false }}
        onClose={() => {}}
      />,
    );
    expect(labels()).toEqual([
      'Nombre',
      'Descripción',
      'Es trámite de otra institución',
      'Documentos adjuntos',
    ]);
    expect(value('Es trámite de otra institución').textContent).toBe('No');
  });

  it('lists the sub-requirements in their table', () => {
    renderWithApp(<RequirementModal requisito={requisito('003')} onClose={() => {}} />);
    const table = within(dialog()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => [...r.children].map((c) => c.textContent)),
    ).toEqual([
      ['Sub-requisito', 'Descripción', 'Base legal'],
      ['Recibo de pago', 'Del mes en curso', 'Sin base legal'],
    ]);
  });
});
