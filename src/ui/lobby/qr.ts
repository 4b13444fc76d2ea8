/**
 * The join link as a QR code, drawn as inline SVG (one path of dark modules) so it stays crisp at
 * any size and needs no image request. Error correction M: readable from a phone across a table.
 */
import { html } from 'lit';
import qrcode from 'qrcode-generator';
import { ART } from '../theme/art.js';

export function qrSvg(text: string, label: string) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const margin = 2;
  let d = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + margin} ${r + margin}h1v1h-1z`;
  }
  const size = n + 2 * margin;
  return html`<svg role="img" aria-label=${label} viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" class="qr">
    <rect width=${size} height=${size} fill=${ART.white} />
    <path d=${d} fill=${ART.outline} />
  </svg>`;
}
