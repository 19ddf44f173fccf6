'use client';
import { LISTA_UNIDADES_PATH } from '@rnt/contract/api-paths';
import { useRef, useState } from 'react';
import s from './filtros.module.css';

interface Opcion {
  id: number;
  nombre: string;
}

/**
 * The institution and unit filters of the home search: native selects inside the server's GET form. A new
 * institution loads its own units and clears the unit chosen before. Without JavaScript the unit select
 * lists the units of the institution the form last sent (the server renders them).
 */
export function FiltrosInstitucion({
  instituciones,
  unidades: unidadesIniciales,
  institucionId,
  unidadId,
}: {
  instituciones: Opcion[];
  unidades: Opcion[];
  institucionId: number | null;
  unidadId: number | null;
}) {
  const [institucion, setInstitucion] = useState(institucionId ? String(institucionId) : '');
  const [unidad, setUnidad] = useState(unidadId ? String(unidadId) : '');
  const [unidades, setUnidades] = useState(unidadesIniciales);
  const [cargando, setCargando] = useState(false);
  // The request of the institution last chosen: an earlier one is cancelled, and its answer, if it comes
  // anyway (after the later one's, or before it), is ignored.
  const pedido = useRef<AbortController | null>(null);
  const elegir = (id: string) => {
    pedido.current?.abort();
    pedido.current = null;
    setInstitucion(id);
    setUnidad('');
    setUnidades([]);
    setCargando(false);
    if (!id) return;
    const { signal } = (pedido.current = new AbortController());
    setCargando(true);
    fetch(LISTA_UNIDADES_PATH.replace(':id', encodeURIComponent(id)), { signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ unidades: Opcion[] }>) : { unidades: [] }))
      .then((d) => !signal.aborted && setUnidades(d.unidades))
      .catch(() => !signal.aborted && setUnidades([]))
      .finally(() => !signal.aborted && setCargando(false));
  };
  return (
    <>
      <div className={s.field}>
        <label htmlFor="institucion_id">Institución</label>
        <select
          id="institucion_id"
          name="institucion_id"
          value={institucion}
          onChange={(e) => elegir(e.currentTarget.value)}
        >
          <option value="">Todas las instituciones</option>
          {instituciones.map((i) => (
            <option key={i.id} value={i.id}>
              {i.nombre}
            </option>
          ))}
        </select>
      </div>
      <div className={s.field}>
        <label htmlFor="unidad_id">Unidad</label>
        <select
          id="unidad_id"
          name="unidad_id"
          value={unidad}
          disabled={!institucion || cargando}
          aria-busy={cargando}
          onChange={(e) => setUnidad(e.currentTarget.value)}
        >
          <option value="">
            {institucion ? 'Todas las unidades' : 'Seleccione primero una institución'}
          </option>
          {unidades.map((u) => (
            <option key={u.id} value={u.id}>
              {u.nombre}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
