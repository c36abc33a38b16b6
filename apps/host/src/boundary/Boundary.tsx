import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the part that failed (nothing, by default). */
  fallback?: (error: Error) => ReactNode;
  /** Named in the console message, to say which part failed. */
  part: string;
  /** Told once the part has failed (e.g. to try it again later with a new key). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failure (a chunk that did not load, a throw while rendering) inside the part of the page
 * it belongs to: a remote's area, the auth dialog, the notifications, or the whole page as a last
 * resort. Give it a new key to try the part again.
 */
export class Boundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${this.props.part} could not be shown.`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error) : null;
  }
}
