import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the page has hydrated. False while the page renders in Node and while the browser
 * hydrates that HTML, true from then on; true outside ShellProviders (a component test). The HTML
 * was rendered for nobody in particular, so what is the visitor's own (their cart, their session,
 * a preview) shows only once this is true: hydration must find exactly what the server rendered.
 */
const HydratedContext = createContext(true);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Turns `hydrated` on once the page has hydrated (the session reads the stored token then). It
 * changes in a transition: React first finishes hydrating every Suspense boundary
 * still waiting for its code (a remote's area), and only then shows the change. An urgent update
 * reaching such a boundary would make React drop its server HTML and show the loading fallback.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
