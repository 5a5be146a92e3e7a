/** Roles, the §6 access table and the route/menu checks live in @nurly/contracts (the server uses them too). */
export * from '@nurly/contracts';
