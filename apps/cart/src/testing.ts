// The cart the page tests start with: two services, one with options, as the shell's store holds them.
export const CART_LINES = [
  {
    id: 'hoarding-campaign',
    name: 'Hoarding Campaign',
    description: 'City hoardings',
    price: 120000,
    images: [],
    quantity: 1,
  },
  {
    id: 'reel-shoot',
    name: 'Reel Shoot',
    description: 'Short video',
    price: 15000,
    images: ['/r.svg'],
    quantity: 2,
    options: { Colour: 'Tan' },
  },
];
