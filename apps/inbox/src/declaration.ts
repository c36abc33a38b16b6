// The inbox's declaration, exposed as './declaration' (docs/decisions/0009-route-ownership-declared-by-remotes.md).
// Its pages show what visitors sent to the signed-in staff member: none is listed for the sitemap
// or the server render, and every page below /inbox renders in the browser only
// (docs/product.md#inbox). No React, no CSS.
import type { RouteDeclaration } from '@storefront/shell';

const declaration: RouteDeclaration = {
  pages: async () => [],
  clientOnly: ['/inbox'],
};

export default declaration;
