export const usePanels = () => 'panels'
