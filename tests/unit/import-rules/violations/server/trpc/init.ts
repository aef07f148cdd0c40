export const procedure = 'procedure'
