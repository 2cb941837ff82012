-- stsim lsp for Neovim's built-in client: copy into your config (for example
-- ~/.config/nvim/plugin/stsim.lua, with ftdetect/scenario.lua beside it in ftdetect/).
--
-- Works on Neovim 0.7 and later. Set vim.g.stsim_command to a team's own stsim, for example
-- { ".build/debug/my-stsim", "lsp", "--app", "focus" }.
local command = vim.g.stsim_command or { "stsim", "lsp" }

local function root(buffer)
  local name = vim.api.nvim_buf_get_name(buffer)
  local found = vim.fn.finddir(".git", vim.fn.fnamemodify(name, ":p:h") .. ";")
  if found ~= "" then return vim.fn.fnamemodify(found, ":p:h:h") end
  return vim.fn.fnamemodify(name, ":p:h")
end

local function start(buffer)
  local config = { name = "stsim", cmd = command, root_dir = root(buffer) }
  if vim.lsp.start then
    -- Neovim 0.8 and later reuse a running server with the same name and root.
    vim.lsp.start(config, { bufnr = buffer })
    return
  end
  for _, client in ipairs(vim.lsp.get_active_clients()) do
    if client.name == "stsim" and client.config.root_dir == config.root_dir then
      vim.lsp.buf_attach_client(buffer, client.id)
      return
    end
  end
  local id = vim.lsp.start_client(config)
  if id then vim.lsp.buf_attach_client(buffer, id) end
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = "scenario",
  callback = function(event)
    vim.bo[event.buf].commentstring = "# %s"
    vim.bo[event.buf].omnifunc = "v:lua.vim.lsp.omnifunc"
    start(event.buf)
  end,
})
