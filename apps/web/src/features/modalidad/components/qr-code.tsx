import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code of `value` as inline SVG (one path of dark modules, a four-module quiet zone), drawn while
 * rendering, so the server's HTML and the printed page carry it without a script or an image request.
 */
export function QrCode({ value, size = 112, title }: { value: string; size?: number; title: string }) {
  const { path, side } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    return { path: d, side: modules.size + 2 * quiet };
  }, [value]);
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
      <path d={path} fill="#000" />
    </svg>
  );
}
