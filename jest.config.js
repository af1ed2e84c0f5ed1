// Every package's unit and component tests, in one run with one summary.
module.exports = {
  projects: ['shared', 'shell', 'mf-auth', 'mf-results', 'mf-care', 'mf-shop', 'mf-provider', 'mf-clinic', 'api', 'tools'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
