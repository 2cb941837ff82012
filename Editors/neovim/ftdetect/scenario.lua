-- Files ending in .scenario are ScreenTimeSim scenarios.
vim.cmd([[autocmd BufRead,BufNewFile *.scenario setfiletype scenario]])
