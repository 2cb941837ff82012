-- Neovim with the configuration Editors/neovim ships, for EditorTests.swift: opening two
-- scenarios detects their file type and starts one stsim lsp client for both. Written for
-- Neovim 0.7 and later; Neovim quits whatever happens.
local results = { errors = {} }

local function session()
  vim.g.stsim_command = { os.getenv("STSIM_BINARY"), "lsp" }
  dofile(os.getenv("STSIM_EDITORS") .. "/neovim/ftdetect/scenario.lua")
  dofile(os.getenv("STSIM_EDITORS") .. "/neovim/stsim.lua")
  local counts = {}
  for _, path in ipairs({ os.getenv("STSIM_SCENARIO"), os.getenv("STSIM_SECOND_SCENARIO") }) do
    vim.cmd("edit " .. vim.fn.fnameescape(path))
    local buffer = vim.api.nvim_get_current_buf()
    vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 20)
    table.insert(counts, #vim.diagnostic.get(buffer))
    results.filetype = vim.bo[buffer].filetype
    results.commentstring = vim.bo[buffer].commentstring
    results.omnifunc = vim.bo[buffer].omnifunc
  end
  results.diagnostics = counts
  results.clients = #vim.lsp.get_active_clients()
  vim.lsp.stop_client(vim.lsp.get_active_clients())
  vim.wait(20000, function() return #vim.lsp.get_active_clients() == 0 end, 20)
end

local ok, failure = pcall(session)
if not ok then table.insert(results.errors, tostring(failure)) end
local file = io.open(os.getenv("STSIM_RESULTS"), "w")
file:write(vim.fn.json_encode(results))
file:close()
vim.cmd("qa!")
