/**
 * The board's new-order sound (ADR 1024): two short tones made with Web Audio, so there is no file
 * to fetch. Browsers only let a page make sound after a tap, so `enable` runs from the "turn on
 * sound" button and `play` does nothing until then.
 */
export type Chime = {
  enable: () => Promise<boolean>;
  /** Silences it (the board's "sound off"), until `enable` again. */
  disable: () => void;
  play: () => void;
  readonly enabled: boolean;
};

export function createChime(): Chime {
  let context: AudioContext | null = null;
  const tone = (ctx: AudioContext, frequency: number, start: number) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.4);
  };
  return {
    get enabled() {
      return context?.state === 'running';
    },
    async enable() {
      const Ctor = globalThis.AudioContext;
      if (!Ctor) return false;
      context ??= new Ctor();
      await context.resume().catch(() => {});
      return context.state === 'running';
    },
    disable() {
      void context?.suspend().catch(() => {});
    },
    play() {
      if (context?.state !== 'running') return;
      const now = context.currentTime;
      tone(context, 880, now);
      tone(context, 1320, now + 0.25);
    },
  };
}
