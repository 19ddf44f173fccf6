import type { ModalityStateWords } from '@rnt/contract/modalidad-rules';
import s from './estado-notice.module.css';

/**
 * The modality's state in words, at the top of its page (issue 31): in evaluation, plainly that it is not
 * yet registered, that it cannot be demanded yet, and where to complain if it is; registered, since when.
 * The words are the contract's (`modalityStateWords`), as on the procedure page and the printed checklist.
 */
export function EstadoNotice({
  estado,
  comentarioHref,
}: {
  estado: ModalityStateWords;
  comentarioHref: string;
}) {
  if (estado.kind === 'inscrito')
    return (
      <p className={s.inscrito} data-testid="estado-modalidad">
        <strong>{estado.titulo}.</strong> {estado.texto}
      </p>
    );
  return (
    <section aria-labelledby="estado-titulo" className={s.evaluacion} data-testid="estado-modalidad">
      <h2 id="estado-titulo" className={s.title}>
        <span aria-hidden="true" className={s.icon}>
          !
        </span>
        {estado.titulo}
      </h2>
      <p>{estado.texto}</p>
      {estado.denuncia && (
        <p>
          {estado.denuncia.texto} <a href={comentarioHref}>{estado.denuncia.enlace}</a>
        </p>
      )}
    </section>
  );
}
