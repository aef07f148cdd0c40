import { Component, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** Shown instead of the children after they failed to render. */
  fallback: ReactNode
  children: ReactNode
}

/** Keeps a failing secondary part (e.g. streamed related products) from taking the whole page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
