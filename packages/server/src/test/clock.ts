import type { Clock } from '../ports.ts';

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  #now: number;

  constructor(start = new Date()) {
    this.#now = start.getTime();
  }

  now() {
    return new Date(this.#now);
  }

  advance(ms: number) {
    this.#now += ms;
  }
}
