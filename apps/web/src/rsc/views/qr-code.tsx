import QRCode from 'qrcode';

/**
 * A QR code of `value` as inline SVG (one path of dark modules, a four-module quiet zone), drawn on the
 * server: the page's HTML and its printed checklist carry it without a script or an image request.
 */
export function QrCode({ value, size = 112, title }: { value: string; size?: number; title: string }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let d = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  const side = modules.size + 2 * quiet;
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
      <path d={d} fill="#000" />
    </svg>
  );
}
