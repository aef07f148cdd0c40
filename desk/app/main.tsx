import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Desk } from './desk'

const root = document.getElementById('desk')
if (!root) throw new Error('index.html has no #desk element')
createRoot(root).render(
  <StrictMode>
    <Desk />
  </StrictMode>,
)
