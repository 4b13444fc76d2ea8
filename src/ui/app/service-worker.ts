/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker of the build (vite-plugin-pwa, `prompt` mode) and, when a new
 * version waits, shows `<uno-update-banner>`. Imported lazily by main.ts after the first page.
 */
import { registerSW } from 'virtual:pwa-register';
import { reloadAwayFromTable } from './update-banner.js';

export function watchForUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  const banner = document.createElement('uno-update-banner');
  const update = registerSW({
    onNeedRefresh: () => {
      if (!banner.isConnected) document.body.append(banner);
      banner.show();
    },
    // The new version took over, pressed in this tab or another: vite-plugin-pwa would reload
    // every tab at once, a tab at a table included.
    onNeedReload: () => reloadAwayFromTable(window),
  });
  banner.apply = () => void update(true);
}
