/**
 * Why a record file was refused, in the player's language: the engine's RecordError and the file's
 * own faults (open-record.ts) carry a fault, the step at fault and a detail; the sentence is ours.
 */
import { RecordError } from '../../game/index.js';
import { t } from '../i18n/i18n.js';
import '../i18n/replay.js';
import '../i18n/records.js';
import { RecordFileError } from './open-record.js';

export function recordFaultText(e: unknown): string {
  if (e instanceof RecordFileError) return t(`replay.fault.${e.fault}`);
  if (e instanceof RecordError) {
    // the engine's words after the fault's own (an error code, the version found) are not translated
    const why = e.detail ? ` (${e.detail.slice(0, 120)})` : '';
    return t(`replay.fault.${e.fault}`, { n: e.step ?? 0, why });
  }
  return t('replay.fault.unknown', { why: e instanceof Error ? e.message : String(e) });
}
