// Dependency rules for src, checked by `npm run check:cycles` (one of `npm test`'s checks): no
// module may reach itself again through its imports, type-only imports included (a type-only
// cycle still ties two files together: each must change with the other, and it becomes a runtime
// cycle the day one of them imports a value).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself again through its imports: split out what both need.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] },
  },
};
