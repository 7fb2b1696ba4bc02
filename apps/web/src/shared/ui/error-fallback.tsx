import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorTexts } from '../lib/api';
import { normaliseError } from '../lib/api-error';
import { useT } from '../lib/i18n';
import { platform } from '../lib/platform';
import { FailureIcon } from './icons';
import './error-fallback.css';

interface ErrorFallbackProps {
  message: string;
  onRetry: () => void;
}

/** Spec §2 error screen: failure icon, the fixed sentence, the message and a retry button. */
export function ErrorFallback({ message, onRetry }: ErrorFallbackProps) {
  const t = useT();
  return (
    <section className="error-fallback" role="alert">
      <FailureIcon className="error-fallback__icon" size={56} />
      <p className="error-fallback__lead">{t('error.fallback.lead')}</p>
      <p className="error-fallback__message">{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('error.fallback.retry')}
      </button>
    </section>
  );
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return normaliseError(error, errorTexts()).message;
  if (typeof error === 'object' && error !== null) return normaliseError(error, errorTexts()).message;
  if (typeof error === 'string' && error !== '') return error;
  return errorTexts().generic;
}

interface RouteBoundaryProps {
  /** A new value (the next navigation) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface RouteBoundaryState {
  error: unknown;
  key: string;
}

/** A route's error boundary: a reload resets the failed route (a stale lazy chunk included); navigating away clears it. */
export class RouteErrorBoundary extends Component<RouteBoundaryProps, RouteBoundaryState> {
  override state: RouteBoundaryState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteBoundaryProps, state: RouteBoundaryState): Partial<RouteBoundaryState> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorFallback message={errorMessageOf(this.state.error)} onRetry={() => platform.reload()} />;
  }
}

interface BoundaryState {
  error: unknown;
}

/** Top-level boundary for everything outside the router (providers, startup gate). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorFallback message={errorMessageOf(this.state.error)} onRetry={() => this.setState({ error: null })} />;
  }
}
