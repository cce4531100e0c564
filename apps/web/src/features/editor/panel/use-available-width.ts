import { useEffect, useState, type RefObject } from 'react';

/** The width an element has to give (its content box), kept current as it resizes; Infinity until measured. */
export function useAvailableWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const box = node.clientWidth;
      if (box > 0) setWidth(box);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
