// XcodeProjectPlugin.swift — a declaration-only stand-in for Xcode's XcodeProjectPlugin module.
//
// XcodeProjectPlugin ships with Xcode alone, so on Linux the plugin's `#if canImport(XcodeProjectPlugin)` part is
// never compiled. PackagePluginTests compiles this file into a module of that name and type-checks the plugin
// against it, so a misspelled member or a broken conformance there fails on Linux too. Only what the plugin uses
// is declared, with the signatures of Xcode 16's interface: `tool(named:)` returns PackagePlugin's tool, and
// `directoryURL` is the project's folder. Nothing here runs: bodies are `fatalError()`.

import Foundation
import PackagePlugin

/// A plugin Xcode runs on an Xcode project from the project's context menu.
public protocol XcodeCommandPlugin {
    /// Runs the command on the project `context` describes, with the arguments the user gave (and `--target NAME`
    /// for each selected target).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode tells a plugin about the project it runs on.
public struct XcodePluginContext {
    /// The project the plugin runs on.
    public var xcodeProject: XcodeProject { fatalError() }

    /// The executable a plugin declared as a dependency, built for the host.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

/// An Xcode project.
public struct XcodeProject {
    /// The project's name.
    public var displayName: String { fatalError() }
    /// The folder holding the `.xcodeproj`.
    public var directoryURL: URL { fatalError() }
}
