import type {
  categoriasRegulacionesResponseSchema,
  categoriasTramiteResponseSchema,
  clasificacionesResponseSchema,
  estadosPortalResponseSchema,
} from '@rnt/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from '@rnt/contract/zod';
import { apiRequest } from '../../lib/api-client';

const LONG = 10 * 60_000;

export const categoriasTramiteQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'categorias-tramite'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof categoriasTramiteResponseSchema>>('/api/categorias_tramite/portal', {
        signal,
      }),
    select: (data) => data.categorias,
    staleTime: LONG,
  });
export const useCategoriasTramite = () => useQuery(categoriasTramiteQuery());

export const clasificacionesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'clasificaciones'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof clasificacionesResponseSchema>>(
        '/api/public/get_all_clasificacion_tramites',
        { signal },
      ),
    select: (data) => data.data,
    staleTime: LONG,
  });
export const useClasificaciones = () => useQuery(clasificacionesQuery());

export const estadosPortalQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'estados-portal'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof estadosPortalResponseSchema>>(
        '/api/public/getEstadosSolicitudesPublicacionByCode',
        {
          signal,
        },
      ),
    select: (data) => data.estados_portal,
    staleTime: LONG,
  });
export const useEstadosPortal = () => useQuery(estadosPortalQuery());

/** Economic activities, the "sector" of regulations (`/api/categorias_regulaciones/portal`). */
export const actividadesEconomicasQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'actividades-economicas'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof categoriasRegulacionesResponseSchema>>(
        '/api/categorias_regulaciones/portal',
        {
          service: 'regulacion',
          signal,
        },
      ),
    select: (data) => data.categorias_regulaciones,
    staleTime: LONG,
  });
export const useActividadesEconomicas = () => useQuery(actividadesEconomicasQuery());
