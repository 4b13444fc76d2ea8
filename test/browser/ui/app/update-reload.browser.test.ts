/// <reference types="mocha" />
/**
 * A new version applied from another tab takes this one too (the service worker serves every tab
 * of the app): this tab reloads onto it at once when away from a table, and only once it leaves the
 * table otherwise, never under a running game or its lobby.
 */
import { expect } from '@open-wc/testing';
import { reloadAwayFromTable } from '../../../../src/ui/app/update-banner.js';

function tab(hash: string) {
  const events = new EventTarget();
  const location = {
    hash,
    reloads: 0,
    reload() {
      this.reloads++;
    },
  };
  return {
    location,
    addEventListener: (type: 'hashchange', listener: () => void) => events.addEventListener(type, listener),
    removeEventListener: (type: 'hashchange', listener: () => void) => events.removeEventListener(type, listener),
    go(to: string) {
      location.hash = to;
      events.dispatchEvent(new Event('hashchange'));
    },
  };
}

describe('a new version applied from another tab', () => {
  it('reloads a tab at home or on a join link at once', () => {
    for (const hash of ['', '#/', '#/join/KQ7MXA']) {
      const t = tab(hash);
      reloadAwayFromTable(t);
      expect(t.location.reloads, hash).to.equal(1);
    }
  });

  it('leaves a tab at a table alone until it leaves the table, then reloads it once', () => {
    const t = tab('#/table');
    reloadAwayFromTable(t);
    expect(t.location.reloads).to.equal(0);
    t.go('#/table');
    expect(t.location.reloads).to.equal(0);
    t.go('#/');
    expect(t.location.reloads).to.equal(1);
    t.go('#/join/KQ7MXA');
    expect(t.location.reloads).to.equal(1);
  });
});
