import { Component, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  readonly fallback: (error: unknown) => ReactNode;
  /** When this changes, a caught error is forgotten and the children are tried again (a new page, a retry). */
  readonly resetKey?: string | number;
}

interface State {
  readonly error: unknown;
  readonly failed: boolean;
  readonly resetKey: string | number | undefined;
}

/** Renders `fallback` instead of children that threw while rendering. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
