// A thin progress bar's state machine, in the manner of NProgress, with the
// constants of docs/domain.md "Constants". No DOM: ProgressBar renders the state, the tests drive
// it with fake timers.

export const PROGRESS = {
  /** where a started bar begins */
  minimum: 0.08,
  /** ms of each move, and of the fade-out once done */
  speed: 200,
  /** how much each trickle adds… */
  trickleRate: 0.02,
  /** …and how often, ms */
  trickleSpeed: 800,
  /** a trickling bar never reaches the end by itself */
  ceiling: 0.994,
} as const;

export interface ProgressState {
  /** 0..1; null when no bar shows */
  value: number | null;
  /** fading out after reaching 1 */
  fading: boolean;
}

export interface Progress {
  start(): void;
  /** completes the bar (if one shows) and fades it out */
  done(): void;
  /** removes the bar at once and stops its timers */
  stop(): void;
  state(): ProgressState;
  subscribe(listener: (state: ProgressState) => void): () => void;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function createProgress(): Progress {
  let state: ProgressState = { value: null, fading: false };
  let trickle: ReturnType<typeof setInterval> | undefined;
  let fade: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(s: ProgressState) => void>();
  const set = (next: ProgressState) => {
    state = next;
    listeners.forEach((l) => l(state));
  };
  const stopTimers = () => {
    clearInterval(trickle);
    clearTimeout(fade);
    trickle = fade = undefined;
  };
  return {
    start() {
      if (state.value !== null && !state.fading) return;
      stopTimers();
      set({ value: PROGRESS.minimum, fading: false });
      trickle = setInterval(() => {
        if (state.value !== null) set({ value: clamp(state.value + PROGRESS.trickleRate, 0, PROGRESS.ceiling), fading: false });
      }, PROGRESS.trickleSpeed);
    },
    done() {
      if (state.value === null || state.fading) return;
      stopTimers();
      set({ value: 1, fading: true });
      // let the bar reach the end, then fade it out, then remove it
      fade = setTimeout(() => set({ value: null, fading: false }), PROGRESS.speed * 2);
    },
    stop() {
      stopTimers();
      if (state.value !== null) set({ value: null, fading: false });
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
