-- A session of Neovim's built-in LSP client with `stsim lsp`, for EditorTests.swift.
--
-- Written for Neovim 0.7 (Debian 12) and later: vim.lsp.start_client, buf_attach_client and
-- buf_request_sync, vim.diagnostic. The environment names the stsim binary, the scenario to
-- open and the JSON file to write the results to; every step's result goes there, and Neovim
-- quits whatever happens.
local stsim = os.getenv("STSIM_BINARY")
local scenario = os.getenv("STSIM_SCENARIO")
local output = os.getenv("STSIM_RESULTS")
local results = { errors = {} }

local function write_results()
  local file = io.open(output, "w")
  file:write(vim.fn.json_encode(results))
  file:close()
end

local function session()
  vim.cmd("edit " .. vim.fn.fnameescape(scenario))
  local buffer = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(buffer)
  local client = vim.lsp.start_client({
    name = "stsim",
    cmd = { stsim, "lsp" },
    root_dir = vim.fn.fnamemodify(scenario, ":h"),
    flags = { debounce_text_changes = 0 },
    on_exit = function(code) results.exit_code = code end,
  })
  vim.lsp.buf_attach_client(buffer, client)

  local function diagnostics()
    local list = {}
    for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
      table.insert(list, {
        line = diagnostic.lnum, column = diagnostic.col, end_line = diagnostic.end_lnum,
        end_column = diagnostic.end_col, message = diagnostic.message,
        severity = diagnostic.severity,
      })
    end
    table.sort(list, function(a, b)
      if a.line ~= b.line then return a.line < b.line end
      return a.column < b.column
    end)
    return list
  end

  vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 20)
  results.diagnostics = diagnostics()

  local function request(method, params)
    local responses, failure = vim.lsp.buf_request_sync(buffer, method, params, 20000)
    if not responses then
      table.insert(results.errors, method .. ": " .. tostring(failure))
      return nil
    end
    local response = responses[client]
    if response and response.error then
      table.insert(results.errors, method .. ": " .. vim.inspect(response.error))
    end
    return response and response.result
  end
  local function at(line, character)
    return { textDocument = { uri = uri }, position = { line = line, character = character } }
  end
  local function find(text)
    for number, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
      local column = line:find(text, 1, true)
      if column then return number - 1, column - 1 end
    end
    table.insert(results.errors, "no line holds " .. text)
    return 0, 0
  end

  local line, column = find("user opens ")
  local completion = request("textDocument/completion", at(line, column + #"user opens "))
  results.completion = {}
  for _, item in ipairs((completion and (completion.items or completion)) or {}) do
    table.insert(results.completion, item.label)
  end

  line, column = find("expect callback ")
  completion = request("textDocument/completion", at(line, column + #"expect callback "))
  results.callbacks = {}
  for _, item in ipairs((completion and (completion.items or completion)) or {}) do
    table.insert(results.callbacks, item.label)
  end

  line, column = find("user picks")
  local hover = request("textDocument/hover", at(line, column + 6))
  results.hover = hover and hover.contents and hover.contents.value

  line, column = find("user opens insta")
  local definition = request("textDocument/definition", at(line, column + #"user opens "))
  if definition and definition[1] then definition = definition[1] end
  results.definition = definition and definition.range

  local symbols = request("textDocument/documentSymbol", { textDocument = { uri = uri } })
  results.symbols = {}
  for _, symbol in ipairs(symbols or {}) do table.insert(results.symbols, symbol.name) end

  local edits = request(
    "textDocument/formatting",
    { textDocument = { uri = uri }, options = { tabSize = 2, insertSpaces = true } })
  vim.lsp.util.apply_text_edits(edits or {}, buffer, "utf-16")
  results.formatted = table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n")

  -- Fix the misspelt verb through an ordinary edit: the client sends it as an incremental
  -- change, and the server's next diagnostics drop that problem.
  local before = #vim.diagnostic.get(buffer)
  line, column = find("user approve ")
  vim.api.nvim_buf_set_text(buffer, line, column + #"user approve", line, column + #"user approve", { "s" })
  vim.wait(20000, function() return #vim.diagnostic.get(buffer) < before end, 20)
  results.diagnostics_after_fix = diagnostics()

  vim.lsp.stop_client(client)
  vim.wait(20000, function() return results.exit_code ~= nil end, 20)
end

local ok, failure = pcall(session)
if not ok then table.insert(results.errors, tostring(failure)) end
results.version = vim.version()
write_results()
vim.cmd("qa!")
