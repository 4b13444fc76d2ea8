/**
 * What the lobby says under its link when the host's page is on localhost (issue 30 point 7): that
 * the link uses this machine's LAN address instead (src/net/terms/invite-origin.ts), or, when the
 * page could not learn one, that friends cannot open a localhost link.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { isLoopbackHost } from '../../net/index.js';
import { t } from '../i18n/i18n.js';
import '../i18n/lobby-invite.js';

export function inviteNote(link: string, pageHost: string): TemplateResult | typeof nothing {
  if (!link || !isLoopbackHost(pageHost)) return nothing;
  let linkHost: string;
  try {
    linkHost = new URL(link).hostname;
  } catch {
    return nothing;
  }
  const loopback = isLoopbackHost(linkHost);
  return html`<p class="invite-note ${loopback ? 'warn' : 'lan'}" role=${loopback ? 'alert' : 'note'}>
    ${t(loopback ? 'lobbyInvite.loopback' : 'lobbyInvite.lan', { page: pageHost, address: linkHost })}
  </p>`;
}
