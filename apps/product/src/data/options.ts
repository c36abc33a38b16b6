/** The choices the product page offers (docs/product.md#product-page): colour Brown/Black/Tan, size Small/Medium/Large. */
export const COLOURS = ['Brown', 'Black', 'Tan'] as const;
export const SIZES = ['Small', 'Medium', 'Large'] as const;
export type Colour = (typeof COLOURS)[number];
export type Size = (typeof SIZES)[number];

export const DEFAULT_COLOUR: Colour = 'Brown';
export const DEFAULT_SIZE: Size = 'Medium';

/** The options a cart line carries, under the names the cart shows ("Colour: Brown · Size: Medium"). */
export function cartOptions(colour: Colour, size: Size): { Colour: Colour; Size: Size } {
  return { Colour: colour, Size: size };
}
