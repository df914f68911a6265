import { describe, expect, it } from 'vitest';
import { PRODUCT_VERSION } from './product.ts';

describe('product identity', () => {
  it('is version 2.8.6, as the specification fixes it', () => {
    expect(PRODUCT_VERSION).toBe('2.8.6');
  });
});
