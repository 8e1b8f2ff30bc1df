// Collects the tooltips asked for within one tick and fetches them together
// (POST /v3/accelerate/tooltip_batch, at most TOOLTIP_BATCH_MAX a call), so a
// page of fifty ItemTooltips makes one request instead of fifty. Each caller
// gets its own item's answer, or an error when the call failed or the item is
// unknown (the widget then shows the item id).
import { TOOLTIP_BATCH_MAX } from '../../contract/game_data';
import { post } from '../http/client';

export interface TooltipKey { type: number; itemId: number; gameVer: number }
export interface TooltipData { iconUrl: string; name: string; quality: number; itemLevel: number }

export const TOOLTIP_BATCH_PATH = '/v3/accelerate/tooltip_batch';

interface Waiting { key: TooltipKey; resolve(data: TooltipData): void; reject(error: unknown): void }
interface BatchAnswer { list: { found: boolean; icon_url: string; name: string; quality?: number; item_level?: number }[] }

export class UnknownItemError extends Error {
  constructor(readonly itemId: number) {
    super(`unknown item ${itemId}`);
  }
}

export function createTooltipBatcher(send: (items: object[]) => Promise<BatchAnswer> = (items) => post(TOOLTIP_BATCH_PATH, { items })) {
  let queue: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function flushChunk(chunk: Waiting[]): Promise<void> {
    try {
      const { list } = await send(chunk.map(({ key }) => ({ type: key.type, item_id: key.itemId, game_version_id: key.gameVer })));
      chunk.forEach((w, i) => {
        const tip = list[i];
        if (tip?.found) w.resolve({ iconUrl: tip.icon_url, name: tip.name, quality: tip.quality ?? 1, itemLevel: tip.item_level ?? 0 });
        else w.reject(new UnknownItemError(w.key.itemId));
      });
    } catch (error) {
      chunk.forEach((w) => w.reject(error));
    }
  }

  function flush(): void {
    const waiting = queue;
    queue = [];
    timer = null;
    for (let i = 0; i < waiting.length; i += TOOLTIP_BATCH_MAX) void flushChunk(waiting.slice(i, i + TOOLTIP_BATCH_MAX));
  }

  return {
    /** The item's icon and name, fetched with every other one asked for in the same tick. */
    load(key: TooltipKey): Promise<TooltipData> {
      return new Promise((resolve, reject) => {
        queue.push({ key, resolve, reject });
        // a timer, not a microtask: React starts the queries of one render across several microtasks
        timer ??= setTimeout(flush, 0);
      });
    },
  };
}

/** The panel's one batcher. */
export const tooltipBatcher = createTooltipBatcher();
