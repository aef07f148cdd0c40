import { describe, expect, it } from 'vitest'
import { safeHtml } from '../../../server/content/safe-html'

describe('catalogue and CMS HTML', () => {
  it('keeps formatting', () => {
    expect(safeHtml('<p>PVC-U, <strong>schweißbar</strong></p><ul><li>grau</li></ul>')).toBe(
      '<p>PVC-U, <strong>schweißbar</strong></p><ul><li>grau</li></ul>',
    )
  })

  it('drops scripts, event handlers and javascript: links', () => {
    const cleaned = safeHtml('<p onclick="steal()">x</p><script>steal()</script><a href="javascript:steal()">y</a>')
    expect(cleaned).not.toMatch(/<script|onclick|javascript:/)
    expect(cleaned).toContain('x')
  })

  it('turns nothing into an empty string', () => {
    expect(safeHtml(null)).toBe('')
  })
})
