/**
 * Where a citizen lives ("Mi municipio", issue 31, DESIGN 16): the fourteen departments and the 44
 * municipalities of El Salvador since May 2024 (Ley Especial para la Reestructuración Municipal), each
 * with the district that heads it and the approximate coordinates of its centre. One list for the seed
 * (the alcaldías it builds), the API (`GET /api/public/municipios`, the search's `municipio`) and the
 * pages. Zod-free data and pure helpers. A municipality's `id` is a stable slug of its name: the public
 * chooses one by it, in the URL and in the browser's storage.
 */

/** The fourteen departments of El Salvador, in alphabetical order. */
export const DEPARTAMENTOS = [
  'Ahuachapán',
  'Cabañas',
  'Chalatenango',
  'Cuscatlán',
  'La Libertad',
  'La Paz',
  'La Unión',
  'Morazán',
  'San Miguel',
  'San Salvador',
  'San Vicente',
  'Santa Ana',
  'Sonsonate',
  'Usulután',
] as const;
export type Departamento = (typeof DEPARTAMENTOS)[number];

export interface Municipio {
  /** Stable slug of the name: 'santa-ana-centro'. */
  id: string;
  nombre: string;
  /** The alcaldía's acronym in the registry ('AMSAC'). */
  siglas: string;
  departamento: Departamento;
  /** The district that heads the municipality. */
  cabecera: string;
  lat: number;
  lon: number;
}

// prettier-ignore
/** West to east, department by department (the seed's generator relies on this order). */
export const MUNICIPIOS: readonly Municipio[] = [
  { id: 'ahuachapan-norte', nombre: 'Ahuachapán Norte', siglas: 'AMAN', departamento: 'Ahuachapán', cabecera: 'Atiquizaya', lat: 13.977, lon: -89.753 },
  { id: 'ahuachapan-centro', nombre: 'Ahuachapán Centro', siglas: 'AMAC', departamento: 'Ahuachapán', cabecera: 'Ahuachapán', lat: 13.921, lon: -89.845 },
  { id: 'ahuachapan-sur', nombre: 'Ahuachapán Sur', siglas: 'AMAS', departamento: 'Ahuachapán', cabecera: 'Jujutla', lat: 13.787, lon: -89.859 },
  { id: 'san-salvador-centro', nombre: 'San Salvador Centro', siglas: 'AMSSC', departamento: 'San Salvador', cabecera: 'San Salvador', lat: 13.7062, lon: -89.2036 },
  { id: 'san-salvador-norte', nombre: 'San Salvador Norte', siglas: 'AMSSN', departamento: 'San Salvador', cabecera: 'Aguilares', lat: 13.957, lon: -89.189 },
  { id: 'san-salvador-oeste', nombre: 'San Salvador Oeste', siglas: 'AMSSO', departamento: 'San Salvador', cabecera: 'Apopa', lat: 13.807, lon: -89.179 },
  { id: 'san-salvador-este', nombre: 'San Salvador Este', siglas: 'AMSSE', departamento: 'San Salvador', cabecera: 'Ilopango', lat: 13.702, lon: -89.109 },
  { id: 'san-salvador-sur', nombre: 'San Salvador Sur', siglas: 'AMSSS', departamento: 'San Salvador', cabecera: 'San Marcos', lat: 13.659, lon: -89.183 },
  { id: 'la-libertad-sur', nombre: 'La Libertad Sur', siglas: 'AMLLS', departamento: 'La Libertad', cabecera: 'Santa Tecla', lat: 13.6774, lon: -89.2794 },
  { id: 'la-libertad-norte', nombre: 'La Libertad Norte', siglas: 'AMLLN', departamento: 'La Libertad', cabecera: 'Quezaltepeque', lat: 13.835, lon: -89.274 },
  { id: 'la-libertad-centro', nombre: 'La Libertad Centro', siglas: 'AMLLC', departamento: 'La Libertad', cabecera: 'San Juan Opico', lat: 13.876, lon: -89.359 },
  { id: 'la-libertad-oeste', nombre: 'La Libertad Oeste', siglas: 'AMLLO', departamento: 'La Libertad', cabecera: 'Colón', lat: 13.716, lon: -89.365 },
  { id: 'la-libertad-este', nombre: 'La Libertad Este', siglas: 'AMLLE', departamento: 'La Libertad', cabecera: 'Antiguo Cuscatlán', lat: 13.673, lon: -89.241 },
  { id: 'la-libertad-costa', nombre: 'La Libertad Costa', siglas: 'AMLLCO', departamento: 'La Libertad', cabecera: 'La Libertad', lat: 13.487, lon: -89.322 },
  { id: 'chalatenango-norte', nombre: 'Chalatenango Norte', siglas: 'AMCHN', departamento: 'Chalatenango', cabecera: 'La Palma', lat: 14.316, lon: -89.168 },
  { id: 'chalatenango-centro', nombre: 'Chalatenango Centro', siglas: 'AMCHC', departamento: 'Chalatenango', cabecera: 'Nueva Concepción', lat: 14.13, lon: -89.292 },
  { id: 'chalatenango-sur', nombre: 'Chalatenango Sur', siglas: 'AMCHS', departamento: 'Chalatenango', cabecera: 'Chalatenango', lat: 14.042, lon: -88.937 },
  { id: 'cuscatlan-norte', nombre: 'Cuscatlán Norte', siglas: 'AMCUN', departamento: 'Cuscatlán', cabecera: 'Suchitoto', lat: 13.938, lon: -89.028 },
  { id: 'cuscatlan-sur', nombre: 'Cuscatlán Sur', siglas: 'AMCUS', departamento: 'Cuscatlán', cabecera: 'Cojutepeque', lat: 13.717, lon: -88.933 },
  { id: 'cabanas-este', nombre: 'Cabañas Este', siglas: 'AMCAE', departamento: 'Cabañas', cabecera: 'Sensuntepeque', lat: 13.867, lon: -88.63 },
  { id: 'cabanas-oeste', nombre: 'Cabañas Oeste', siglas: 'AMCAO', departamento: 'Cabañas', cabecera: 'Ilobasco', lat: 13.841, lon: -88.85 },
  { id: 'la-paz-oeste', nombre: 'La Paz Oeste', siglas: 'AMLPO', departamento: 'La Paz', cabecera: 'Olocuilta', lat: 13.57, lon: -89.117 },
  { id: 'la-paz-centro', nombre: 'La Paz Centro', siglas: 'AMLPC', departamento: 'La Paz', cabecera: 'San Pedro Nonualco', lat: 13.602, lon: -88.927 },
  { id: 'la-paz-este', nombre: 'La Paz Este', siglas: 'AMLPE', departamento: 'La Paz', cabecera: 'Zacatecoluca', lat: 13.508, lon: -88.868 },
  { id: 'la-union-norte', nombre: 'La Unión Norte', siglas: 'AMLUN', departamento: 'La Unión', cabecera: 'Santa Rosa de Lima', lat: 13.624, lon: -87.894 },
  { id: 'la-union-sur', nombre: 'La Unión Sur', siglas: 'AMLUS', departamento: 'La Unión', cabecera: 'La Unión', lat: 13.337, lon: -87.844 },
  { id: 'usulutan-norte', nombre: 'Usulután Norte', siglas: 'AMUSN', departamento: 'Usulután', cabecera: 'Santiago de María', lat: 13.486, lon: -88.471 },
  { id: 'usulutan-este', nombre: 'Usulután Este', siglas: 'AMUSE', departamento: 'Usulután', cabecera: 'Usulután', lat: 13.344, lon: -88.44 },
  { id: 'usulutan-oeste', nombre: 'Usulután Oeste', siglas: 'AMUSO', departamento: 'Usulután', cabecera: 'Jiquilisco', lat: 13.32, lon: -88.574 },
  { id: 'sonsonate-norte', nombre: 'Sonsonate Norte', siglas: 'AMSON', departamento: 'Sonsonate', cabecera: 'Juayúa', lat: 13.842, lon: -89.746 },
  { id: 'sonsonate-centro', nombre: 'Sonsonate Centro', siglas: 'AMSOC', departamento: 'Sonsonate', cabecera: 'Sonsonate', lat: 13.719, lon: -89.724 },
  { id: 'sonsonate-este', nombre: 'Sonsonate Este', siglas: 'AMSOE', departamento: 'Sonsonate', cabecera: 'Izalco', lat: 13.745, lon: -89.673 },
  { id: 'sonsonate-oeste', nombre: 'Sonsonate Oeste', siglas: 'AMSOO', departamento: 'Sonsonate', cabecera: 'Acajutla', lat: 13.593, lon: -89.828 },
  { id: 'santa-ana-centro', nombre: 'Santa Ana Centro', siglas: 'AMSAC', departamento: 'Santa Ana', cabecera: 'Santa Ana', lat: 13.9946, lon: -89.5597 },
  { id: 'santa-ana-norte', nombre: 'Santa Ana Norte', siglas: 'AMSAN', departamento: 'Santa Ana', cabecera: 'Metapán', lat: 14.333, lon: -89.446 },
  { id: 'santa-ana-este', nombre: 'Santa Ana Este', siglas: 'AMSAE', departamento: 'Santa Ana', cabecera: 'Coatepeque', lat: 13.925, lon: -89.504 },
  { id: 'santa-ana-oeste', nombre: 'Santa Ana Oeste', siglas: 'AMSAO', departamento: 'Santa Ana', cabecera: 'Chalchuapa', lat: 13.987, lon: -89.681 },
  { id: 'san-vicente-norte', nombre: 'San Vicente Norte', siglas: 'AMSVN', departamento: 'San Vicente', cabecera: 'Apastepeque', lat: 13.667, lon: -88.75 },
  { id: 'san-vicente-sur', nombre: 'San Vicente Sur', siglas: 'AMSVS', departamento: 'San Vicente', cabecera: 'San Vicente', lat: 13.641, lon: -88.785 },
  { id: 'san-miguel-centro', nombre: 'San Miguel Centro', siglas: 'AMSMC', departamento: 'San Miguel', cabecera: 'San Miguel', lat: 13.4817, lon: -88.1777 },
  { id: 'san-miguel-norte', nombre: 'San Miguel Norte', siglas: 'AMSMN', departamento: 'San Miguel', cabecera: 'Ciudad Barrios', lat: 13.767, lon: -88.266 },
  { id: 'san-miguel-oeste', nombre: 'San Miguel Oeste', siglas: 'AMSMO', departamento: 'San Miguel', cabecera: 'Chinameca', lat: 13.5, lon: -88.346 },
  { id: 'morazan-norte', nombre: 'Morazán Norte', siglas: 'AMMN', departamento: 'Morazán', cabecera: 'Perquín', lat: 13.957, lon: -88.162 },
  { id: 'morazan-sur', nombre: 'Morazán Sur', siglas: 'AMMS', departamento: 'Morazán', cabecera: 'San Francisco Gotera', lat: 13.696, lon: -88.106 },
];

const byId = new Map(MUNICIPIOS.map((m) => [m.id, m]));

/** The municipality of an id, or undefined. */
export function municipioPorId(id: string): Municipio | undefined {
  return byId.get(id);
}

/** 'Ahuachapán Norte' → 'ahuachapan-norte': how a municipality's id is made from its name. */
export function municipioSlug(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

/** The alcaldía of a municipality, as the registry names the institution. */
export const alcaldiaDe = (m: Pick<Municipio, 'nombre'>) => `Alcaldía Municipal de ${m.nombre}`;

/** The departments in alphabetical order, each with its municipalities in the list's order. */
export function municipiosPorDepartamento(): { nombre: Departamento; municipios: Municipio[] }[] {
  return DEPARTAMENTOS.map((nombre) => ({
    nombre,
    municipios: MUNICIPIOS.filter((m) => m.departamento === nombre),
  }));
}

const EARTH_RADIUS_KM = 6371;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): enough to order offices by nearness. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
