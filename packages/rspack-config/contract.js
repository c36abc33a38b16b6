/* global __SHELL_CONTRACT_VERSION__ -- replaced at build time by the DefinePlugin */
// Exposed by every remote as './contract': the shell contract version the remote was built
// against, fixed at build time. The host compares it with the contract it provides.
export default { shellContract: __SHELL_CONTRACT_VERSION__ };
