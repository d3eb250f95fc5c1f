/**
 * Folder cycles: no folder of src/ (at any depth) may reach itself through imports. Layer arrows
 * are checked by ESLint (scripts/lint/layers-plugin.mjs); this adds what ESLint cannot see, the
 * cycles inside a layer. Tests and src/test are left out: they sit beside the code they check.
 */
export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'Folders import each other in a circle; move the shared part into a folder below both.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^src/test/', '\\.css$'] },
  },
};
