import QRCode from 'qrcode';

const QUIET_ZONE = 4;

/**
 * The SVG path of a QR code's dark modules: each horizontal run of dark modules is one rectangle
 * (`M x y h n v 1 h -n z`), about half the bytes of one square per module (the path travels twice, in
 * the page's HTML and in its RSC payload). Coordinates include the four-module quiet zone.
 */
export function qrPath(modules: { size: number; get(row: number, col: number): unknown }): string {
  let d = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let run = 1;
      while (col + run < modules.size && modules.get(row, col + run)) run++;
      d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
      col += run - 1;
    }
  return d;
}

/**
 * A QR code of `value` as inline SVG (one path of dark modules, a four-module quiet zone), drawn on the
 * server: the page's HTML and its printed checklist carry it without a script or an image request.
 */
export function QrCode({ value, size = 112, title }: { value: string; size?: number; title: string }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={title}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}
