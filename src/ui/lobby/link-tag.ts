/**
 * How each guest is connected, a tag on its seat in the lobby (docs/network.md "The NAT lab"):
 * same network, direct through NAT, or relayed, as the host's end of the link reads it.
 */
import { html, nothing } from 'lit';
import type { SeatInfo } from '../../net/index.js';
import { t } from '../i18n/i18n.js';
import '../i18n/connection.js';

export function linkTag(s: SeatInfo) {
  if (!s.link || s.kind !== 'human' || !s.connected) return nothing;
  const path = t(`connection.path.${s.link}`);
  return html`<span class="tag" title=${t('connection.path.label', { path })}>${path}</span>`;
}
