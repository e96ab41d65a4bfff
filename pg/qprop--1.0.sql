-- SPDX-License-Identifier: MIT
-- pg/qprop--1.0.sql — CREATE EXTENSION qprop
--
-- The extension is a planner hook: it works once qprop.so is loaded
-- (shared_preload_libraries, session_preload_libraries or LOAD), and has
-- no SQL objects of its own.  CREATE EXTENSION records the version and
-- loads the library into the current session.
\echo Use "CREATE EXTENSION qprop" to load this file. \quit
LOAD 'qprop';
