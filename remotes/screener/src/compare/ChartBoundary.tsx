import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of a chart that throws while drawing: its numbers stay in the data table. */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
