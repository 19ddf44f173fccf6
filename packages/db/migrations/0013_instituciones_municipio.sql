-- Issue 31 ("Mi municipio"): the municipality of an alcaldía, an id of @rnt/contract/municipios. The search
-- groups the same procedure of several municipalities by it.
ALTER TABLE "instituciones" ADD COLUMN "municipio" varchar(40);--> statement-breakpoint
-- A database seeded before this migration: its alcaldías are named as the 44 municipalities' (the seed
-- fills the column itself from now on).
UPDATE "instituciones" SET "municipio" = v.id
FROM (VALUES
  ('ahuachapan-norte', 'Alcaldía Municipal de Ahuachapán Norte'),
  ('ahuachapan-centro', 'Alcaldía Municipal de Ahuachapán Centro'),
  ('ahuachapan-sur', 'Alcaldía Municipal de Ahuachapán Sur'),
  ('san-salvador-centro', 'Alcaldía Municipal de San Salvador Centro'),
  ('san-salvador-norte', 'Alcaldía Municipal de San Salvador Norte'),
  ('san-salvador-oeste', 'Alcaldía Municipal de San Salvador Oeste'),
  ('san-salvador-este', 'Alcaldía Municipal de San Salvador Este'),
  ('san-salvador-sur', 'Alcaldía Municipal de San Salvador Sur'),
  ('la-libertad-sur', 'Alcaldía Municipal de La Libertad Sur'),
  ('la-libertad-norte', 'Alcaldía Municipal de La Libertad Norte'),
  ('la-libertad-centro', 'Alcaldía Municipal de La Libertad Centro'),
  ('la-libertad-oeste', 'Alcaldía Municipal de La Libertad Oeste'),
  ('la-libertad-este', 'Alcaldía Municipal de La Libertad Este'),
  ('la-libertad-costa', 'Alcaldía Municipal de La Libertad Costa'),
  ('chalatenango-norte', 'Alcaldía Municipal de Chalatenango Norte'),
  ('chalatenango-centro', 'Alcaldía Municipal de Chalatenango Centro'),
  ('chalatenango-sur', 'Alcaldía Municipal de Chalatenango Sur'),
  ('cuscatlan-norte', 'Alcaldía Municipal de Cuscatlán Norte'),
  ('cuscatlan-sur', 'Alcaldía Municipal de Cuscatlán Sur'),
  ('cabanas-este', 'Alcaldía Municipal de Cabañas Este'),
  ('cabanas-oeste', 'Alcaldía Municipal de Cabañas Oeste'),
  ('la-paz-oeste', 'Alcaldía Municipal de La Paz Oeste'),
  ('la-paz-centro', 'Alcaldía Municipal de La Paz Centro'),
  ('la-paz-este', 'Alcaldía Municipal de La Paz Este'),
  ('la-union-norte', 'Alcaldía Municipal de La Unión Norte'),
  ('la-union-sur', 'Alcaldía Municipal de La Unión Sur'),
  ('usulutan-norte', 'Alcaldía Municipal de Usulután Norte'),
  ('usulutan-este', 'Alcaldía Municipal de Usulután Este'),
  ('usulutan-oeste', 'Alcaldía Municipal de Usulután Oeste'),
  ('sonsonate-norte', 'Alcaldía Municipal de Sonsonate Norte'),
  ('sonsonate-centro', 'Alcaldía Municipal de Sonsonate Centro'),
  ('sonsonate-este', 'Alcaldía Municipal de Sonsonate Este'),
  ('sonsonate-oeste', 'Alcaldía Municipal de Sonsonate Oeste'),
  ('santa-ana-centro', 'Alcaldía Municipal de Santa Ana Centro'),
  ('santa-ana-norte', 'Alcaldía Municipal de Santa Ana Norte'),
  ('santa-ana-este', 'Alcaldía Municipal de Santa Ana Este'),
  ('santa-ana-oeste', 'Alcaldía Municipal de Santa Ana Oeste'),
  ('san-vicente-norte', 'Alcaldía Municipal de San Vicente Norte'),
  ('san-vicente-sur', 'Alcaldía Municipal de San Vicente Sur'),
  ('san-miguel-centro', 'Alcaldía Municipal de San Miguel Centro'),
  ('san-miguel-norte', 'Alcaldía Municipal de San Miguel Norte'),
  ('san-miguel-oeste', 'Alcaldía Municipal de San Miguel Oeste'),
  ('morazan-norte', 'Alcaldía Municipal de Morazán Norte'),
  ('morazan-sur', 'Alcaldía Municipal de Morazán Sur')
) AS v(id, nombre)
WHERE "instituciones"."nombre" = v.nombre;
