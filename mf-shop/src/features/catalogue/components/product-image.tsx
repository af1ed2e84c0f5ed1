// A product's picture (an illustration the API serves from /api/static/products/), never an empty
// box: when it cannot load (a failed request, a missing file) a calm sprig drawn here takes its place
// in the same frame. Decorative either way: the product's name is beside it.
import { useState } from 'react';
import { cx } from '@flora/shared';
import styles from './product-image.module.css';

export function ProductImage({ src, className, lazy = false }: { src: string; className: string; lazy?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={cx(className, styles.fallback)} data-testid="product-image-fallback" aria-hidden="true">
        <svg viewBox="0 0 64 64" focusable="false">
          <path d="M32 56 V26" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <path d="M32 34 C20 34 14 26 14 16 C26 16 32 24 32 34 Z" fill="currentColor" />
          <path d="M32 28 C44 28 50 20 50 10 C38 10 32 18 32 28 Z" fill="currentColor" opacity="0.6" />
        </svg>
      </div>
    );
  }
  return <img className={className} src={src} alt="" loading={lazy ? 'lazy' : undefined} onError={() => setFailedSrc(src)} />;
}
