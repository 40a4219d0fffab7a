import { encode } from 'uqr';

/**
 * The enrolment QR code, drawn as one SVG path from the encoded modules (uqr: no dependencies, about 9 kB, only in
 * the studio's chunk). Dark on white with a quiet zone, so phone cameras read it in any theme.
 */
export function TotpQrCode({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 2 });
  const modules = data.length;
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) path += `M${x} ${y}h1v1h-1z`;
  }));
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" style={{ background: '#fff', display: 'block' }}>
      <path d={path} fill="#000" />
    </svg>
  );
}
