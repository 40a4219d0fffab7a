import { useCallback, useRef } from 'react';

/**
 * A canvas drawn in fixed logical units (`width` × `height`) at the screen's pixel density; its CSS size follows
 * the layout. `context()` gives the 2D context scaled to logical units, or null before the canvas exists.
 */
export function useCanvas(width: number, height: number) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const scaled = useRef<{ ctx: CanvasRenderingContext2D; dpr: number } | null>(null);
  const context = useCallback((): CanvasRenderingContext2D | null => {
    const canvas = ref.current;
    if (!canvas) return null;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    if (!scaled.current || scaled.current.dpr !== dpr) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      scaled.current = { ctx, dpr };
    }
    scaled.current.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    return scaled.current.ctx;
  }, [width, height]);
  return { ref, context, style: { width: '100%', maxWidth: 560, margin: '0 auto', aspectRatio: `${width} / ${height}`, display: 'block', borderRadius: 16 } as const };
}
