/**
 * Driving a page with the keyboard alone (decision 032): Tab to a control, checking on
 * the way that every stop is on screen and shows where the focus is.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

export interface FocusStop {
  /** The focused element's accessible-ish name: aria-label, else its text, else its tag. */
  name: string;
  /** An outline, or a ring (a box-shadow with spread and no blur), is drawn round it. */
  indicated: boolean;
  /** Some of it is inside the viewport. */
  onScreen: boolean;
  /** Its outline and box-shadow, and whether it matches :focus-visible (for the failure message). */
  style: string;
}

/** What has the focus now, or null when nothing (the body) has it. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // A visually hidden native control (the generator's media-type radios) is drawn by its neighbour.
    const own = element.getBoundingClientRect();
    const drawn = own.width <= 1 || own.height <= 1 ? (element.nextElementSibling ?? element) : element;
    const style = getComputedStyle(drawn);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // Tailwind's ring: "<colour> 0px 0px 0px <n>px", with a colour that is not fully transparent.
    const ring = style.boxShadow
      .split(/,(?![^(]*\))/)
      .some((layer) => /0px 0px 0px [1-9]/.test(layer) && !/rgba\([^)]*,\s*0\)/.test(layer));
    // Tab goes on into a clip's own controls (the browser's, in a closed shadow tree): the focus
    // is then on one of them, which the browser rings itself, and the clip outlines only when the
    // focus is on the clip itself.
    const nativeControls =
      element instanceof HTMLMediaElement && element.controls && !element.matches(':focus-visible');
    const box = drawn.getBoundingClientRect();
    const onScreen = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 80) ?? '';
    return {
      name: name || element.tagName.toLowerCase(),
      indicated: outline || ring || nativeControls,
      onScreen,
      style: `${drawn.tagName} outline ${style.outlineStyle} ${style.outlineWidth}; box-shadow ${style.boxShadow}; focus-visible ${element.matches(':focus-visible')}`,
    };
  });
}

/** The focus stop once a smooth scroll bringing it into view (a carousel's track) has arrived. */
async function settledFocusStop(page: Page): Promise<FocusStop | null> {
  let stop = await focusStop(page);
  for (let waited = 0; stop && !stop.onScreen && waited < 1500; waited += 100) {
    await page.waitForTimeout(100);
    stop = await focusStop(page);
  }
  return stop;
}

/** The focus is on something, on screen, and visibly so. */
export async function expectFocusVisible(page: Page, what = 'the focused element') {
  const stop = await settledFocusStop(page);
  expect(stop, `${what}: something has the focus`).not.toBeNull();
  expect(stop!.onScreen, `${what} (${stop!.name}) is on screen`).toBe(true);
  expect(stop!.indicated, `${what} (${stop!.name}) shows a focus outline or ring (${stop!.style})`).toBe(true);
}

async function isFocused(target: Locator): Promise<boolean> {
  if ((await target.count()) === 0) return false;
  return target.evaluate((element) => element === document.activeElement, null, { timeout: 1000 }).catch(() => false);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking every stop on the
 * way; answers the names of the stops passed.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<string[]> {
  const passed: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await settledFocusStop(page);
    if (stop) {
      expect(stop.onScreen, `focus stop "${stop.name}" is scrolled into view`).toBe(true);
      expect(
        stop.indicated,
        `focus stop "${stop.name}" shows a focus outline or ring (${stop.style}; after ${passed.slice(-3).join(' | ')})`,
      ).toBe(true);
      passed.push(stop.name);
    }
    if (await isFocused(target)) return passed;
  }
  throw new Error(`Tab never reached ${target.toString()}; passed: ${passed.join(' | ')}`);
}
