declare const __SHELL_CONTRACT_VERSION__: number;
