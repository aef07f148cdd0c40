import { startTransition, useOptimistic } from 'react'

/**
 * A control's value that shows the visitor's choice in the next paint while what the choice sets off (a new URL, a
 * reload of the list) follows. The choice stays shown until that has finished; then the value passed in applies
 * again, which by then is the choice.
 */
export function useChoice<Value>(value: Value, choose: (next: Value) => unknown): [Value, (next: Value) => void] {
  const [shown, show] = useOptimistic(value)
  const pick = (next: Value) =>
    startTransition(async () => {
      show(next)
      await choose(next)
    })
  return [shown, pick]
}
