'use client';

import { unstable_rethrow } from 'next/navigation';
import { Component, type ReactNode } from 'react';

interface SectionBoundaryProps {
  /** What shows in place of the part when it failed. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * One part of a page that may fail on its own (a section reading its own data) while the rest of
 * the page shows. React catches nothing while it renders HTML on the server: when a part fails
 * there, Next answers 500 (and caches nothing) with an empty document that carries the page's
 * data, and the browser renders the page from it, where this boundary catches the part's error.
 * There is no <Suspense> here on purpose: on a prerendered page it would stream the part as a
 * hidden copy, shown only by script.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    // notFound() and redirect() are Next's signals, not failures: they belong to the page.
    unstable_rethrow(error);
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
