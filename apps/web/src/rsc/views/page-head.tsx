/** The portal's description, for pages that do not give their own (as the classic `Page`). */
const DEFAULT_DESCRIPTION =
  'Registro Nacional de Trámites de El Salvador: consulte trámites, requisitos, costos, oficinas, regulaciones y resoluciones.';

/**
 * A light page's head: its Spanish <title>, meta description, canonical link and Open Graph tags (React
 * hoists them into <head>), exactly one of each.
 */
export function PageHead({
  title,
  description = DEFAULT_DESCRIPTION,
  canonical,
}: {
  title: string;
  description?: string;
  /** The page's absolute address on `PUBLIC_URL`. */
  canonical: string;
}) {
  const fullTitle = `${title} - Registro Nacional de Trámites`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Registro Nacional de Trámites" />
      <meta property="og:locale" content="es_SV" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
    </>
  );
}
